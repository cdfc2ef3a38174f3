import { z } from 'zod';

// The CSP allows no eval: zod must not even probe for it (the probe is reported as a violation).
// Object schemas look at this setting when they are built, at module load, so this module is the
// first import of main.tsx, before any module that defines a schema.
z.config({ jitless: true });
