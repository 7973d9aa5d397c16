import { resolver, type AppModule } from "../../common/app-module";
import { UploadResolver } from "./upload.resolver";
import { UploadService } from "./upload.service";

declare module "../../common/app-module" {
  interface ServiceDeps {
    /** Where uploaded pictures are stored (served at /uploads). */
    uploadDir: string;
  }
  interface AppServices {
    uploads: UploadService;
  }
}

export const uploadsModule: AppModule = {
  name: "uploads",
  services: (deps) => ({ uploads: new UploadService(deps) }),
  resolvers: [resolver(UploadResolver, (services) => new UploadResolver(services.uploads))],
};
