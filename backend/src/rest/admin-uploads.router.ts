import { Router, type Request, type Response } from "express";
import multer from "multer";
import { AppError } from "../common/errors";
import type { ContextFactory } from "../http/request-context-factory";
import { multipartError } from "../modules/uploads/multipart-errors";
import { ImagePurpose } from "../modules/uploads/upload.types";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "../modules/uploads/upload-rules";
import type { Services } from "../services";
import { sendOk } from "./envelope";

/** Memory storage with hard limits: busboy stops at fileSize + 1 byte, so nothing larger is ever held. */
const multipart = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, parts: 21, fieldSize: 64 * 1024 },
});

/** Parses the request's one file from `field`; called by the service once it has checked the caller. */
function receiveSingleFile(req: Request, res: Response, field: string): Promise<Buffer> {
  if (!req.is("multipart/form-data")) {
    return Promise.reject(new AppError("BAD_USER_INPUT", `Send the image as multipart/form-data in the "${field}" field`));
  }
  return new Promise((resolve, reject) => {
    multipart.single(field)(req, res, (error: unknown) => {
      if (error) return reject(multipartError(error, field) ?? error);
      if (!req.file) return reject(new AppError("BAD_USER_INPUT", `${UPLOAD_MESSAGES.noFile} (in the "${field}" field)`));
      resolve(req.file.buffer);
    });
  });
}

/** /api/admin/restaurants/(:id/)upload-image: the legacy upload paths over UploadService. */
export function adminUploadsRouter({ uploads }: Services, requestContext: ContextFactory): Router {
  const router = Router();

  router.post("/upload-image", async (req, res) => {
    const image = await uploads.uploadImage(requestContext(req, res), ImagePurpose.RESTAURANT, () =>
      receiveSingleFile(req, res, "my_file"),
    );
    sendOk(res, { result: { url: image.url } });
  });

  router.post("/:id/upload-image", async (req, res) => {
    const image = await uploads.uploadRestaurantImage(requestContext(req, res), String(req.params.id), () =>
      receiveSingleFile(req, res, "my_image"),
    );
    sendOk(res, { result: { url: image.url } });
  });

  return router;
}
