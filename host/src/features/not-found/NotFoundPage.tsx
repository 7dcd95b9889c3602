import { Link } from 'react-router-dom';
import './not-found.css';

/** /404 and any unknown path (SPEC section 2). */
export function NotFoundPage() {
  return (
    <section className="sb-host-not-found" aria-labelledby="sb-host-not-found-title">
      <p className="sb-host-not-found__code">404</p>
      <h1 id="sb-host-not-found-title" className="sb-host-not-found__title">
        Page Not Found
      </h1>
      <p className="sb-host-not-found__text">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to="/" className="sb-btn">
        Back to Home
      </Link>
    </section>
  );
}
