// jitless: the browser's CSP allows no eval and zod must not even probe for it (the probe is reported as a violation). Object
// schemas read this when built, at module load, so it lives in the module every shared schema imports first.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
