// The site's own client directive (src/islands/interaction.ts), known to Astro's component types.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean;
  }
}
