import { appModules } from "./app-modules";
import type { AppModule } from "./common/app-module";
import { GENERIC_ERROR_CODES, type AppError, type ErrorCode } from "./common/errors";

/** Every code's HTTP status: the generic ones and each module's; a code declared twice stops the start. */
export function assembleErrorStatuses(modules: readonly AppModule[]): Record<ErrorCode, number> {
  const statuses: Record<string, number> = { ...GENERIC_ERROR_CODES };
  for (const module of modules) {
    const twice = Object.keys(module.errorCodes ?? {}).filter((code) => code in statuses);
    if (twice.length > 0) throw new Error(`Module ${module.name} declares error codes already declared: ${twice.join(", ")}`);
    Object.assign(statuses, module.errorCodes);
  }
  return statuses as Record<ErrorCode, number>;
}

export const ERROR_STATUSES = assembleErrorStatuses(appModules);

/** The HTTP status the REST adapter answers an AppError with. */
export const errorStatus = (error: AppError): number => ERROR_STATUSES[error.code];
