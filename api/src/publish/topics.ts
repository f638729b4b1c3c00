/**
 * Which content a publication's reasons say changed, as the topics pages record reading
 * (site/src/content/build-memo.ts): a resource's name (`news`) or a page's texts (`page:home`).
 * The publish worker then renders again only the pages that read them, or whose props changed.
 * A change shown on every page (the settings, a resource whose declaration names `*`: the partners
 * in the footer, the company's own pages in the header), the public address, a start-up or an
 * administrator's rebuild, or any reason this does not know, builds the whole site instead.
 */
import { PAGE_NAMES, type PageName } from '../content/pages.ts';
import { isResource, resources } from '../content/resources.ts';

/** How a reason heard from another instance begins (plugins/app/publisher.ts). */
export const FROM_ANOTHER = 'another instance: ';

export type Publication = { topics: string[] } | { full: string };

/** The topic one reason names, or why it needs a full build. */
function topicOf(reason: string): { topic: string } | { full: string } {
  const said = reason.startsWith(FROM_ANOTHER) ? reason.slice(FROM_ANOTHER.length) : reason;
  const page = /^page ([A-Za-z]+) texts /.exec(said)?.[1];
  if (page && PAGE_NAMES.includes(page as PageName)) return { topic: `page:${page}` };
  const resource = /^([a-z][A-Za-z]*) (?:\d+\b|reordered$)/.exec(said)?.[1];
  if (resource && isResource(resource)) {
    if ((resources[resource].pages as readonly string[]).includes('*')) {
      return { full: `${reason} (shown on every page)` };
    }
    return { topic: resource };
  }
  return { full: reason };
}

/** The topics the reasons name, or the first reason that needs the whole site built. */
export function publication(reasons: readonly string[]): Publication {
  const topics = new Set<string>();
  for (const reason of reasons) {
    const found = topicOf(reason);
    if ('full' in found) return found;
    topics.add(found.topic);
  }
  return topics.size ? { topics: [...topics] } : { full: 'nothing named what changed' };
}
