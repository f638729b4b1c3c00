// The product's process, which `npm start` supervises and the image runs: the API with the built-in
// content. The seed package depends on the API, so it is composed with it here, not imported by it.
import { serve } from '@industrial/api/server';
import { builtInContent } from '@industrial/content-seed';

await serve(builtInContent);
