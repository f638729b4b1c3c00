/**
 * The preview renderer's server entry (see `adapter.ts`): the API calls `render` with a request for
 * `/preview` and the saved content (which names the item and its language), and gets the page back. Rendering is not
 * streamed, so the whole page renders inside the content's async context.
 */
import type { PreviewContent, PreviewRenderer } from '@industrial/api/content';
import { createApp } from 'astro/app/entrypoint';
import { previewContent } from './content.ts';

const app = createApp({ streaming: false });

export const render: PreviewRenderer['render'] = (request: Request, content: PreviewContent) =>
  previewContent.run(content, () => app.render(request, { locals: { preview: content } }));
