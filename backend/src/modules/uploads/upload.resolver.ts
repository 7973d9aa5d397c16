import { GraphQLUpload, type FileUpload } from "graphql-upload-ts";
import { Arg, Authorized, Ctx, Mutation, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { graphqlUploadSource } from "./graphql-upload-source";
import type { UploadService } from "./upload.service";
import { ImagePurpose, UploadedImage } from "./upload.types";

@Resolver()
export class UploadResolver {
  constructor(private readonly uploads: UploadService) {}

  @Authorized("ADMIN")
  @Mutation(() => UploadedImage, {
    description:
      "Stores one JPEG, PNG or WebP image of at most 5 MB as WebP (fits within 1600x1600). A multipart request " +
      "(graphql-multipart-request-spec) with the header Apollo-Require-Preflight: true",
  })
  uploadImage(
    @Ctx() ctx: RequestContext,
    @Arg("file", () => GraphQLUpload) file: Promise<FileUpload>,
    @Arg("purpose", () => ImagePurpose) purpose: ImagePurpose,
  ): Promise<UploadedImage> {
    return this.uploads.uploadImage(ctx, purpose, graphqlUploadSource(file));
  }
}
