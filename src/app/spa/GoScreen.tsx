/**
 * The affiliate redirect screen (SPEC §2 go/{casinoName}). Its loader looked the bonus up: a
 * known bonus redirects with location.replace to the URL the API gave (never one from the
 * address); an international visitor gets the international-bonus modal instead; an unknown
 * bonus shows a message and a link back.
 */
import { useEffect } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { AffiliateBonus } from '../../domain/entities/bonus';
import { t } from '../../i18n';
import { appStore } from '../../state/store';

/** What the go loader found. */
export type GoLoaderData = {
  bonus: AffiliateBonus | null;
  country: string | null;
  international: boolean;
};

/** The screen. */
export function GoScreen({ homePath }: { homePath: string }) {
  const { bonus, country, international } = useLoaderData<GoLoaderData>();
  useEffect(() => {
    if (!bonus) return;
    if (international && country) {
      appStore().openModal({
        name: 'int-bonus',
        props: { country, continueUrl: bonus.url, casinoName: bonus.casinoName },
      });
      return;
    }
    appStore().setLoading(true);
    location.replace(bonus.url);
  }, [bonus, country, international]);
  if (!bonus) {
    return (
      <section data-screen="go-unknown">
        <h1>{t('This offer is not available.')}</h1>
        <a href={homePath}>{t('Back to the home page')}</a>
      </section>
    );
  }
  return (
    <section data-screen="go">
      <p>{international ? bonus.headline : t('Redirecting…')}</p>
    </section>
  );
}
