import type { ErrorRequestHandler } from "express";
import { multipartError } from "../modules/uploads/multipart-errors";

/**
 * Placed right after graphqlUploadExpress: its parsing errors reach the error handler as AppErrors.
 * Only multipart requests are touched; a JSON body's parse errors keep their usual handling.
 */
export const multipartErrorHandler: ErrorRequestHandler = (error, req, _res, next) => {
  next(req.is("multipart/form-data") ? (multipartError(error) ?? error) : error);
};
