import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireRole } from '@/client/lib/session';

/** The client pages of spec 2's route table; any other role is sent to /. */
export const Route = createFileRoute('/_app/_client')({
  beforeLoad: ({ context }) => {
    requireRole(context, ['client']);
  },
  component: Outlet,
});
