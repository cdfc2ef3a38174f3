import { useId } from 'react';
import { packageName } from '@/src/domain/packages';
import { formatDate } from '@/src/dates';
import { projectText } from '@/src/text/nl/project';
import { Label } from '@/client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';

export type PickableProject = { id: string; packageType: string; createdAt: string | Date };

/** "Webshop · gestart 22 november 2026": enough to tell a client's projects apart. */
export function projectLabel(project: PickableProject): string {
  return projectText.project.pickerLabel(packageName(project.packageType), formatDate(project.createdAt));
}

type ProjectPickerProps = {
  projects: readonly PickableProject[];
  value: string;
  onChange: (projectId: string) => void;
};

/** Spec 2: a project picker, shown only when the client has more than one project. */
export function ProjectPicker({ projects, value, onChange }: ProjectPickerProps) {
  const id = useId();
  if (projects.length < 2) return null;
  return (
    <div className="mb-6 grid max-w-sm gap-2">
      <Label htmlFor={id}>{projectText.project.pickerTitle}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue placeholder={projectText.project.pickerPlaceholder} />
        </SelectTrigger>
        <SelectContent>
          {projects.map((project) => (
            <SelectItem key={project.id} value={project.id}>
              {projectLabel(project)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
