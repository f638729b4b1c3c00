declare namespace App {
  interface Locals {
    /** Set while the preview renderer renders a draft (src/preview/); absent in the public build. */
    preview?: import('@industrial/api/content').PreviewContent;
  }
}
