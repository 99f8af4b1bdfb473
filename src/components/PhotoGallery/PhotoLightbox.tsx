import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import type { Photo } from '@/api/contract';

export interface PhotoLightboxProps {
  photos: readonly Photo[];
  title: string;
  /** The photo it opens on. */
  index: number;
  /** Each photo shown, so the page's gallery is on it after closing. */
  onView: (index: number) => void;
  onClose: () => void;
}

/**
 * The gallery full screen (docs/listings.md#photo-gallery): swipe or the arrow keys between photos,
 * pinch, double-tap, the wheel or +/- to zoom, Escape to close. yet-another-react-lightbox with its
 * Zoom plugin, in a chunk of its own that only opening it loads (PhotoGallery imports it lazily).
 */
export default function PhotoLightbox({ photos, title, index, onView, onClose }: PhotoLightboxProps) {
  const count = photos.length;
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      on={{ view: ({ index: shown }) => onView(shown) }}
      // The original, not a variant: zoomed in, a phone shows its full detail.
      slides={photos.map((photo, n) => ({ src: photo.url, alt: `${title} (${n + 1} of ${count})` }))}
      plugins={[Zoom]}
      zoom={{ maxZoomPixelRatio: 3 }}
      carousel={{ finite: count < 2 }}
      render={count < 2 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{
        Lightbox: `Photos of ${title}, full screen`,
        Carousel: 'photos',
        'Photo gallery': 'Photos',
        Slide: 'photo',
        Previous: 'Previous photo',
        Next: 'Next photo',
        Close: 'Close full screen',
      }}
    />
  );
}
