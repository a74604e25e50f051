import { Link } from "#app/components/navigation/Link";
import { viewingRoomTexts, viewingRoomViews } from "#machines/rules/magazine/slideshow";

/** A viewing room's links to its slideshow and to its grid of all images (both on the slideshow page). */
export function RoomViews({ roomUrl }: { roomUrl: string }) {
  return (
    <nav className="mag-room-views" aria-label={viewingRoomTexts.views} data-testid="room-views">
      <Link to={viewingRoomViews.slideshow(roomUrl)} className="mag-room-views__link">
        {viewingRoomTexts.slideshow}
      </Link>
      <Link to={viewingRoomViews.images(roomUrl)} className="mag-room-views__link">
        {viewingRoomTexts.allImages}
      </Link>
    </nav>
  );
}
