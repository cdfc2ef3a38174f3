import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { nl } from '../../../../../../src/text/nl';
import { buttonClasses } from '../../../../../components/ui/button';
import { EmptyState } from '../../../../../components/ui/empty-state';

/** Spec 8: an unknown or someone else's project reads the same. */
export function ProjectNotFound() {
  return (
    <EmptyState
      icon={SearchX}
      title={nl.project.notFound}
      description={nl.project.notFoundDescription}
      action={
        <Link to="/progress" search={{}} className={buttonClasses('outline')}>
          {nl.project.toOwnProjects}
        </Link>
      }
    />
  );
}
