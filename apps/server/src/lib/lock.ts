import fs from 'node:fs';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of the live process holding `file`, or null when the lock is free or stale. */
export function lockHolder(file: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
}

/**
 * PGlite has no lock of its own: a second process on the same data folder corrupts it.
 * Takes `file` (holding our pid) or exits with a clear message when another live server holds it.
 */
export function acquireLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
        console.error(
          `Another Golf Assistant server (pid ${pid}) is using this data folder (${file}). ` +
            'Stop it first, or start this one with another DATA_DIR.',
        );
        process.exit(1);
      }
      fs.unlinkSync(file); // stale lock from a killed process
    }
  }
  throw new Error(`could not take the lock ${file}`);
}
