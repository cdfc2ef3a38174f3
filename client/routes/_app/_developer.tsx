import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireRole } from '@/client/lib/session';

/** The developer pages of spec 2's route table; any other role is sent to /. */
export const Route = createFileRoute('/_app/_developer')({
  beforeLoad: ({ context }) => {
    requireRole(context, ['developer']);
  },
  component: Outlet,
});
