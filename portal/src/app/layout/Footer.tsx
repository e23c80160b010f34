import { safeLinkUrl } from '@hoj/core/format/safeUrl';
import { useT } from '@portal/i18n/useT';
import { useSiteNames, useWebsiteConfig } from '@portal/shared/api/websiteConfig';

/** The record and project links come from the site settings: a link only when http(s) or a site path. */
function FooterLink({ label, href: typed }: { label: string; href: string | null | undefined }) {
  const href = safeLinkUrl(typed);
  if (!href) return <span>{label}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

/** Site name, description, record and project links from the website configuration. */
export function Footer() {
  const t = useT();
  const { data: config } = useWebsiteConfig();
  const { name } = useSiteNames();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__name">{name}</p>
          {config?.description ? <p className="site-footer__description">{config.description}</p> : null}
        </div>
        {config?.recordName || config?.projectName ? (
          <ul className="site-footer__links" aria-label={t('footer.links')}>
            {config.recordName ? (
              <li>
                <FooterLink label={config.recordName} href={config.recordUrl} />
              </li>
            ) : null}
            {config.projectName ? (
              <li>
                <FooterLink label={config.projectName} href={config.projectUrl} />
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </footer>
  );
}
