// Prints the plain closing line "N passed, N failed[, N skipped]" alone at the end of a run:
// CI reads that line, and Vitest's own summary is not in a form it recognises.
// A test file that fails before or outside its tests (import error, failing beforeAll) and an
// unhandled error each count as one failure, so a broken file can never look green.
import type { SerializedError } from 'vitest';
import type { Reporter, TestModule } from 'vitest/node';

export default class ClosingLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const testModule of testModules) {
      let failedHere = 0;
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failedHere++;
        else skipped++;
      }
      if (failedHere === 0 && testModule.state() === 'failed') failedHere = 1;
      failed += failedHere;
    }
    failed += unhandledErrors.length;
    const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
    process.stdout.write(`\n${line}\n`);
  }
}
