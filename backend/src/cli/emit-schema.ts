import "reflect-metadata";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { printAppSchema } from "../graphql/schema";

/** npm run schema: writes backend/schema.graphql, the contract the frontend's codegen reads. */
printAppSchema()
  .then((sdl) => writeFile(path.resolve(__dirname, "..", "..", "schema.graphql"), sdl))
  .then(() => process.stdout.write("backend/schema.graphql written.\n"))
  .catch((error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  });
