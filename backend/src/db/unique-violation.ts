/** A unique violation (23505) on this constraint or unique index: another transaction committed the same key first. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const failure = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = failure.driverError?.code ?? failure.code;
  return code === "23505" && (failure.driverError?.constraint ?? failure.constraint) === constraint;
}
