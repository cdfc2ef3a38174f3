import { z } from 'zod';

export const roleSchema = z.enum(['admin', 'developer', 'client'], { error: 'kies admin, developer of client' });
