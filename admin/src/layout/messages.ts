/**
 * The words the editor app says, over react-admin's English: its toasts name what was saved
 * ("Post saved"), never "Element updated".
 */
import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';

const saved = (thing: string) => ({
  created: `${thing} created`,
  updated: `${thing} saved |||| %{smart_count} ${thing.toLowerCase()}s saved`,
  deleted: `${thing} deleted |||| %{smart_count} ${thing.toLowerCase()}s deleted`,
});

export const MESSAGES = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    notification: {
      ...englishMessages.ra.notification,
      created: 'Created',
      updated: 'Changes saved |||| %{smart_count} records saved',
      deleted: 'Deleted |||| %{smart_count} records deleted',
    },
  },
  resources: {
    posts: { notifications: saved('Post') },
    comments: { notifications: saved('Comment') },
    leads: { notifications: saved('Lead') },
    subscribers: { notifications: saved('Subscriber') },
    media: { notifications: saved('Image') },
    people: { notifications: saved('Person') },
    'menu-sections': { notifications: saved('Menu section') },
  },
};

export const i18nProvider = polyglotI18nProvider(
  () => MESSAGES,
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    allowMissing: true,
  },
);
