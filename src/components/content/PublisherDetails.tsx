/**
 * Who runs the site, from the site settings (GET /site-settings, src/domain/entities/publisher.ts),
 * where a legal page's text names the company: its name, ЕИК, address, contacts and
 * data-protection officer (GDPR art. 13(1)(a) and (b)). The page never writes them itself.
 */
import type { ReactNode } from 'react';
import type { Publisher } from '../../domain/entities';
import { telHref } from '../../domain/rules/phone';
import { t } from '../../i18n';

const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;

/** The company's facts as label and value, the phone only when it publishes one. */
function rowsOf(publisher: Publisher): [string, ReactNode][] {
  const { phone, dpo } = publisher;
  const tel = telHref(phone);
  return [
    [t('Дружество'), publisher.name],
    [t('ЕИК'), publisher.eik],
    [t('Седалище и адрес на управление'), publisher.address],
    [t('Имейл'), mail(publisher.email)],
    ...(phone
      ? [[t('Телефон'), tel ? <a href={tel}>{phone}</a> : phone] as [string, ReactNode]]
      : []),
    [
      t('Длъжностно лице по защита на данните'),
      dpo ? (
        <>
          {dpo.name}, {mail(dpo.email)}
        </>
      ) : (
        t('не е определено')
      ),
    ],
  ];
}

/** The company block. */
export function PublisherDetails({ publisher }: { publisher: Publisher }) {
  return (
    <dl className="terms" data-publisher="">
      {rowsOf(publisher).map(([label, value]) => (
        <div key={label} className="terms__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
