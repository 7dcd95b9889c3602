import { Link } from 'react-router-dom';
import { BrandMark } from '../../common/icons';
import { AppStoreBadge, GooglePlayBadge, LicenceMarks, PartnerMarks, SocialIcon } from './marks';
import './footer.css';

/** SPEC section 1: every footer link points to the site root. */
export const FOOTER_LINKS = [
  'About Us',
  'Contact Us',
  'Terms and Conditions',
  'Privacy Policy',
  'FAQs',
  'Sport Betting Rules',
  'Match Center',
  'Counter Offer',
] as const;

const SOCIAL = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'x', label: 'X (Twitter)' },
  { network: 'instagram', label: 'Instagram' },
] as const;

/**
 * What the footer of SPEC section 1 shows. A chunk of its own: Footer.tsx loads it when the footer's
 * delay is over, so the first load of a page does not carry it.
 */
export function FooterContent() {
  return (
    <footer className="sb-host-footer">
      <div className="sb-host-footer__inner">
        <div className="sb-host-footer__grid">
          <section className="sb-host-footer__brand" aria-label="About the site">
            <Link to="/" className="sb-host-footer__logo" aria-label="Sportsbook">
              <BrandMark size={28} />
              <span>
                Sports<span className="sb-host-footer__accent">book</span>
              </span>
            </Link>
            <p className="sb-host-footer__blurb">
              Live and advance odds on the sports you follow, with a betslip that keeps up with the
              match.
            </p>
          </section>

          <nav className="sb-host-footer__links" aria-label="Footer">
            <h2 className="sb-host-footer__heading">Information</h2>
            <ul>
              {FOOTER_LINKS.map((label) => (
                <li key={label}>
                  <Link to="/">{label}</Link>
                </li>
              ))}
            </ul>
          </nav>

          <div className="sb-host-footer__apps">
            <section aria-labelledby="sb-host-footer-apps">
              <h2 id="sb-host-footer-apps" className="sb-host-footer__heading">
                Mobile Apps
              </h2>
              <div className="sb-host-footer__badges">
                {/* Named by their text, not an aria-label that differs from what the badge shows. */}
                <Link to="/">
                  <AppStoreBadge />
                  <span className="sb-visually-hidden">Download on the App Store</span>
                </Link>
                <Link to="/">
                  <GooglePlayBadge />
                  <span className="sb-visually-hidden">Get it on Google Play</span>
                </Link>
              </div>
            </section>
            <section aria-labelledby="sb-host-footer-follow">
              <h2 id="sb-host-footer-follow" className="sb-host-footer__heading">
                Follow Us
              </h2>
              <ul className="sb-host-footer__social">
                {SOCIAL.map(({ network, label }) => (
                  <li key={network}>
                    <Link to="/" aria-label={label} className="sb-host-footer__social-link">
                      <SocialIcon network={network} />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          </div>

          <section className="sb-host-footer__partners" aria-labelledby="sb-host-footer-partners">
            <h2 id="sb-host-footer-partners" className="sb-host-footer__heading">
              Partners &amp; Licences
            </h2>
            <PartnerMarks />
            <LicenceMarks />
          </section>
        </div>

        <div className="sb-host-footer__legal">
          <span className="sb-host-footer__age" role="img" aria-label="18+">
            18+
          </span>
          <p>
            This website is owned by Sportsbook Billing Services Ltd., a billing agent company. The
            site is operated by Sportsbook Gaming N.V., a separate operator that runs it under a
            gaming licence issued by its gaming authority. Betting is for adults only; please bet
            responsibly.
          </p>
        </div>
        <p className="sb-host-footer__copyright">
          Copyright © 2019 - 2022 Sportsbook. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
