import type { PageProps } from '../../renderer/document';
import { serializeJsonForHtml } from '../../src/islands/serialize';
import { SPA_PROPS_ID, SPA_ROOT_ID, type SpaProps } from '../../src/app/spa/props';
import { t } from '../../src/i18n';
import { AccountScreenShell } from '../../src/components/account/AccountScreenShell';
import { accountScreenOf } from '../../src/domain/rules/spa-route';

/**
 * A prerendered SPA screen (product §2): a mount point the browser runtime (src/app/boot.ts →
 * spa-mount.ts) fills with the react-router screens, plus the locale facts it needs, inside
 * the site layout; an account screen's says what the screen is for until then.
 */
export default function Page({ view }: PageProps) {
  const props: SpaProps = {
    directory: view.locale.directory,
    locale: view.locale.locale,
    localeCountry: view.locale.country.cc_alpha2,
    authentication: view.locale.configs.authentication,
    homePath: view.locale.directory ? `/${view.locale.directory}` : '/',
  };
  const account = accountScreenOf(view.page.slug);
  // The screens sit in the site's frame (header, 18+ notice, footer, renderer/frame.tsx) with no
  // trail: they are not pages of the CMS tree. The router fills the main area.
  return (
    <>
      <div id={SPA_ROOT_ID}>
        {account ? (
          <AccountScreenShell kind={account} authentication={props.authentication} />
        ) : (
          <>
            <p>{t('Loading…')}</p>
            {/* The /go/ lookup runs in the browser alone. */}
            <noscript>
              <p>{t('Тази страница работи с JavaScript. Включете го, за да продължите.')}</p>
            </noscript>
          </>
        )}
      </div>
      <script
        type="application/json"
        id={SPA_PROPS_ID}
        dangerouslySetInnerHTML={{ __html: serializeJsonForHtml(props) }}
      />
    </>
  );
}
