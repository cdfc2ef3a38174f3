// zod as every shared schema imports it, configured before any of them is built: without a
// compiled fast path (`new Function`). The browser's Content-Security-Policy allows no eval, and
// zod must not even probe for it (the probe is reported as a violation); object schemas read this
// setting when they are built, at module load, so it lives in the module they all import first.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
