import type { PageProps } from '../../renderer/document';
import { serializeJsonForHtml } from '../../src/islands/serialize';
import { SPA_PROPS_ID, SPA_ROOT_ID, type SpaProps } from '../../src/app/spa/props';
import { t } from '../../src/i18n';
import { Layout } from '../../src/components/layout/Layout';

/**
 * The prerendered SPA shell (product §2): a mount point the browser runtime (src/app/boot.ts →
 * spa-mount.ts) fills with the react-router screens, plus the locale facts it needs, inside
 * the site layout.
 */
export default function Page({ view }: PageProps) {
  const props: SpaProps = {
    directory: view.locale.directory,
    locale: view.locale.locale,
    localeCountry: view.locale.country.cc_alpha2,
    authentication: view.locale.configs.authentication,
    homePath: view.locale.directory ? `/${view.locale.directory}` : '/',
  };
  // The screens sit in the site layout (header, 18+ notice, footer); the router fills the main area.
  return (
    <Layout view={view} breadcrumbs={false}>
      <div id={SPA_ROOT_ID}>
        <p>{t('Loading…')}</p>
        {/* Its screens (the /go/ lookup, the account forms) run in the browser alone. */}
        <noscript>
          <p>{t('Тази страница работи с JavaScript. Включете го, за да продължите.')}</p>
        </noscript>
      </div>
      <script
        type="application/json"
        id={SPA_PROPS_ID}
        dangerouslySetInnerHTML={{ __html: serializeJsonForHtml(props) }}
      />
    </Layout>
  );
}
