// When the intake is still due (spec 2: "Actie vereist"): a project without a submitted form.
// A saved draft still needs submitting.

export function isIntakeDue(intakeStatus: string | null): boolean {
  return intakeStatus !== 'submitted';
}

/** The project the "Actie vereist" button opens: the first one whose intake is still due. */
export function firstProjectNeedingIntake<P extends { intakeStatus: string | null }>(projects: readonly P[]): P | undefined {
  return projects.find((project) => isIntakeDue(project.intakeStatus));
}
