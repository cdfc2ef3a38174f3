import { Plus } from 'lucide-react';
import { nl } from '@/src/text/nl';
import { Button } from '@/client/components/ui/button';

/** "Nieuw project" (spec 2): client, package and an optional developer. The form comes with the shared form hook. */
export function NewProjectDialog() {
  return (
    <Button disabled>
      <Plus aria-hidden="true" />
      {nl.project.newProject}
    </Button>
  );
}
