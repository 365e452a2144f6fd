/**
 * The affiliate redirect screen (product §2 go/{casinoName}). Its loader looked the bonus up (an
 * unknown one ends on the not-found shell): the bonus redirects with location.replace to the
 * URL the API gave (never one from the address); an international visitor gets the
 * international-bonus modal instead.
 */
import { useEffect } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { AffiliateBonus } from '../../domain/entities/bonus';
import { t } from '../../i18n';
import { applyScreenHead } from '../../components/layout/screen-head';
import { appStore } from '../../state/store';

/** What the go loader found. */
export type GoLoaderData = {
  bonus: AffiliateBonus;
  country: string | null;
  international: boolean;
};

/** The screen. */
export function GoScreen() {
  const { bonus, country, international } = useLoaderData<GoLoaderData>();
  useEffect(() => {
    applyScreenHead(international && country ? 'go-international' : 'go-redirect');
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
  return (
    <section data-screen="go">
      <p>{international ? bonus.headline : t('Redirecting…')}</p>
    </section>
  );
}
