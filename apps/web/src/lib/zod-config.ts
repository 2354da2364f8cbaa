// Zod 4 probes `new Function('')` to compile fast object parsers. Our Content-Security-Policy has no
// 'unsafe-eval', so the probe fails and is reported as a CSP violation on every page that validates.
// Parse without compiled code instead (imported first by main.tsx, before any schema is used).
// Zod's `config()` writes into `globalThis.__zod_globalConfig` (zod/v4/core/core.js, which reads the object
// it finds there); setting the flag there directly keeps zod itself out of the first download (it loads
// with the first form). zod-config.test.ts checks that zod still reads it.
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}
const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
