import { useState } from 'react';
import { Dialog } from './Dialog.tsx';

interface VideoPopupProps {
  embedUrl: string;
  labels: { slogan: string; open: string; title: string; close: string };
}

/** The header slogan; it opens the company video, whose player is created only once opened. */
export default function VideoPopup({ embedUrl, labels }: VideoPopupProps) {
  const [open, setOpen] = useState(false);
  const playerUrl = new URL(embedUrl);
  playerUrl.searchParams.set('autoplay', '1');
  return (
    <>
      <button type="button" className="slogan" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span className="slogan-play" aria-hidden="true">
          ▶
        </span>
        <span>{labels.slogan}</span>
        <span className="visually-hidden"> ({labels.open})</span>
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={labels.title}
        closeLabel={labels.close}
        className="video-dialog"
      >
        {open && (
          <iframe
            className="video-frame"
            src={playerUrl.toString()}
            title={labels.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        )}
      </Dialog>
    </>
  );
}
