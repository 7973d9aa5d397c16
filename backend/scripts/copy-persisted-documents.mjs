// The second half of the backend's build: tsc emits only JavaScript, and the server reads the
// web app's persisted documents next to its compiled trusted-documents.js, so the build output
// (what `node dist/main.js` and the image run) holds everything the server reads at run time.
import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const backend = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const target = path.join(backend, "dist", "graphql");
mkdirSync(target, { recursive: true });
copyFileSync(path.join(backend, "src", "graphql", "persisted-documents.json"), path.join(target, "persisted-documents.json"));
