import { config } from 'zod';

// Zod 4 probes `new Function('')` to compile fast object parsers. Our Content-Security-Policy has no
// 'unsafe-eval', so the probe fails and is reported as a CSP violation on every page that validates.
// Parse without compiled code instead (imported first by main.tsx, before any schema is used).
config({ jitless: true });
