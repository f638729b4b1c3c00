import { useEffect, useId, useRef, useState } from 'react';

interface MenuLink {
  href: string;
  label: string;
  current: boolean;
}

interface MobileMenuProps {
  links: MenuLink[];
  labels: { open: string; close: string; menu: string };
}

/** The phone-width menu: a button that shows and hides the links; Escape closes it. */
export default function MobileMenu({ links, labels }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <div className="mobile-menu">
      <button
        ref={toggle}
        type="button"
        className="mobile-menu-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className="burger" aria-hidden="true" />
        <span className="visually-hidden">{open ? labels.close : labels.open}</span>
      </button>
      <nav id={panelId} className="mobile-menu-panel" aria-label={labels.menu} hidden={!open}>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={link.current ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
