import yauzl from 'yauzl';

export type UnpackedCheck = 'ok' | 'tooLarge' | 'unreadable';

/**
 * Whether a zip (an .xlsx is one) unpacks to at most `maxBytes`, checked before anything parses it: a few hundred KB can
 * unpack to gigabytes, which the spreadsheet reader would hold in memory at once. The parts are inflated as a stream and
 * counted (yauzl also refuses a part larger than its entry says), so a zip that lies about its sizes is caught too; a
 * file past the limit stops being read at the limit.
 */
export function checkUnpackedSize(data: Buffer, maxBytes: number): Promise<UnpackedCheck> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError || !zip) return resolve('unreadable');
      let total = 0;
      let done = false;
      const finish = (outcome: UnpackedCheck) => {
        if (done) return;
        done = true;
        zip.close();
        resolve(outcome);
      };
      zip.on('error', () => finish('unreadable'));
      zip.on('end', () => finish('ok'));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (total + entry.uncompressedSize > maxBytes) return finish('tooLarge');
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return finish('unreadable');
          stream.on('data', (chunk: Buffer) => {
            total += chunk.length;
            if (total > maxBytes) {
              stream.destroy();
              finish('tooLarge');
            }
          });
          stream.on('error', () => finish('unreadable'));
          stream.on('end', () => {
            if (!done) zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
