import { z } from 'zod';
import { ROLES } from '@/src/domain/statuses';

export const roleSchema = z.enum(ROLES, { error: 'kies admin, developer of client' });
