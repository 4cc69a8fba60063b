/** A field's French message, by the field's path ("street", "refunds.0"). */
export interface FieldError {
  path: string;
  message: string;
}

/** The first French message of each field, as forms show them beneath the field. */
export function fieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    errors.push({ path, message: issue.message });
  }
  return errors;
}

export function fieldErrorMap(error: Parameters<typeof fieldErrors>[0]): Record<string, string> {
  return Object.fromEntries(fieldErrors(error).map(({ path, message }) => [path, message]));
}
