import { MulterError } from "multer";
import { AppError, isAppError } from "../../common/errors";
import { UPLOAD_MESSAGES } from "./upload-rules";

/** http-errors' shape, as graphql-upload-ts raises them while it parses a multipart request. */
interface HttpError {
  status: number;
  expose: boolean;
  message: string;
}

const isHttpError = (error: unknown): error is HttpError =>
  typeof error === "object" && error !== null && typeof (error as HttpError).status === "number" && (error as HttpError).expose === true;

/**
 * The errors of the two multipart parsers (multer on REST, graphql-upload-ts on /graphql) in
 * the app's terms, so both adapters answer a too-large file or a second file the same way.
 * Returns null for anything that is not a multipart parsing error.
 */
export function multipartError(error: unknown, fileField?: string): AppError | null {
  if (isAppError(error)) return error;
  if (error instanceof MulterError) {
    switch (error.code) {
      case "LIMIT_FILE_SIZE":
        return new AppError("PAYLOAD_TOO_LARGE", UPLOAD_MESSAGES.tooLarge);
      case "LIMIT_FILE_COUNT":
        return new AppError("BAD_USER_INPUT", UPLOAD_MESSAGES.oneFile);
      case "LIMIT_UNEXPECTED_FILE":
        return new AppError(
          "BAD_USER_INPUT",
          fileField ? `${UPLOAD_MESSAGES.oneFile}, in the "${fileField}" field` : UPLOAD_MESSAGES.oneFile,
        );
      default:
        return new AppError("BAD_USER_INPUT", `The upload could not be read: ${error.message}`);
    }
  }
  if (isHttpError(error)) {
    if (/max file uploads exceeded/i.test(error.message)) return new AppError("BAD_USER_INPUT", UPLOAD_MESSAGES.oneFile);
    if (/^File truncated/i.test(error.message)) return new AppError("PAYLOAD_TOO_LARGE", UPLOAD_MESSAGES.tooLarge);
    if (error.status === 413) return new AppError("PAYLOAD_TOO_LARGE", "The request is too large.");
    if (error.status >= 400 && error.status < 500) return new AppError("BAD_USER_INPUT", error.message);
  }
  return null;
}
