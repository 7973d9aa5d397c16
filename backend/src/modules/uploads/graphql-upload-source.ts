import type { FileUpload } from "graphql-upload-ts";
import { multipartError } from "./multipart-errors";
import { readAtMost } from "./read-limited";
import type { ImageSource } from "./upload.service";
import { MAX_UPLOAD_BYTES } from "./upload-rules";

/**
 * A GraphQL upload (graphql-upload-ts) as the upload service's ImageSource: read only when the
 * service asks, cut off past the size limit, its parser's errors in the app's terms.
 */
export const graphqlUploadSource =
  (file: Promise<FileUpload>): ImageSource =>
  async () => {
    try {
      return await readAtMost((await file).createReadStream(), MAX_UPLOAD_BYTES);
    } catch (error) {
      throw multipartError(error) ?? error;
    }
  };
