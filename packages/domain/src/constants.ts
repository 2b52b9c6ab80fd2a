/**
 * Every business constant and limit (timeouts, caps, rate limits, lengths), declared once so the site,
 * the server and the tests never repeat a literal. Durations are in milliseconds unless the name
 * says otherwise.
 */

const SECOND_MS = 1000;
const HOUR_MS = 60 * 60 * SECOND_MS;

// Provider calls
export const MENU_REQUEST_TIMEOUT_MS = 6000;
export const API_TIMEOUT_MS = 30_000;
export const BLOG_PROBE_TIMEOUT_MS = 3000;
export const ENGAGEMENT_CACHE_TTL_MS = 30 * SECOND_MS;
export const COMMENTS_CACHE_TTL_MS = 30 * SECOND_MS;

// Consent
export const CONSENT_RETRY_LIMIT = 10;
export const CONSENT_RETRY_INTERVAL_MS = 300;

// Metadata
export const DEFAULT_OG_IMAGE_WIDTH = 1200;
export const DEFAULT_OG_IMAGE_HEIGHT = 630;

// Toasts: the app's toaster, then the Radix primitive's own defaults
export const TOAST_VISIBLE_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;
export const PRIMITIVE_TOAST_DURATION_MS = 5000;
export const PRIMITIVE_TOAST_SWIPE_THRESHOLD_PX = 50;
export const PRIMITIVE_TOAST_HOTKEY = 'F8';

// Hero image placeholder
export const HERO_IMAGE_TRANSITION_MS = 500;
export const HERO_IMAGE_RETRY_MS = 200;
export const HERO_IMAGE_RETRY_CACHED_MS = 100;
export const HERO_SCROLL_OFFSET_PX = 80;

// Lists and pages
export const FAQ_PAGE_SIZE = 4;
export const TAGS_PER_CARD = 3;
export const RELATED_POSTS_LIMIT = 3;
/** Top-level comments (each with its replies) per page of a post's thread. */
export const COMMENTS_PAGE_SIZE = 20;
/** The most top-level comments one page may ask for. */
export const COMMENTS_PAGE_MAX = 50;
export const FALLBACK_BLOG_IMAGE_COUNT = 6;
export const TAG_PALETTE_SIZE = 8;
export const SKELETON_CARDS_MOBILE = 8;
export const SKELETON_ROWS_DESKTOP = 6;
/**
 * Latest-article cards on each page of the blog listing (and of each tag): four rows of three.
 * At 1,000 posts a page stays a few dozen kilobytes of HTML, whatever the blog's size.
 */
export const BLOG_PAGE_SIZE = 12;
/** Featured posts shown on a listing's first page (one row); more featured posts join Latest. */
export const BLOG_FEATURED_LIMIT = 3;
/** Results asked of the provider's search per request; 'Show more results' asks the next. */
export const BLOG_SEARCH_PAGE_SIZE = 24;
/** How long the search box waits after the last key before asking the provider. */
export const BLOG_SEARCH_DEBOUNCE_MS = 250;

// Text
export const WORD_LIMIT = 500;
export const READ_TIME_WORDS_PER_MINUTE = 200;
export const EXCERPT_LENGTH = 150;
export const SERVER_MESSAGE_MAX_LENGTH = 200;
export const LONG_TEXT_MIN_LENGTH = 10;
export const LONG_TEXT_MAX_LENGTH = 5000;
/** The comment soft check only looks at texts longer than this. */
export const SOFT_CHECK_MIN_LENGTH = 10;

// Field lengths
export const FIELD_MIN_LENGTH = 2;
export const FIELD_MAX_LENGTH = 100;
export const COMPANY_MAX_LENGTH = 150;
export const EMAIL_MAX_LENGTH = 150;
export const ZIP_MIN_LENGTH = 3;
export const ZIP_MAX_LENGTH = 15;
export const PHONE_MIN_DIGITS = 5;
export const PHONE_MAX_DIGITS = 20;
/**
 * Caps on every other text a visitor sends, set where no person reaches them: they keep a
 * script from storing megabytes in a field the form shows as one line.
 */
/** Titles and subjects (a feedback subject, an inquiry title). */
export const TITLE_MAX_LENGTH = 200;
/** A choice sent as its text (industry, session type, topic, duration, time zone, source). */
export const CHOICE_MAX_LENGTH = 100;
/** A web address typed into a form. */
export const URL_MAX_LENGTH = 500;
/** A date or time sent as text (an ISO date and time is under 30 characters). */
export const DATE_TEXT_MAX_LENGTH = 40;
/** A user or guest id. */
export const VISITOR_ID_MAX_LENGTH = 100;
/** A comment's characters: 500 words of ordinary prose are about 3,000. */
export const COMMENT_MAX_LENGTH = LONG_TEXT_MAX_LENGTH;
/**
 * A comment with a "word" (a run without spaces) longer than this waits for a moderator instead
 * of being published: no word is that long, keyboard mashing and pasted payloads are.
 */
export const COMMENT_LONGEST_WORD = 100;

// Timed UI states
export const FEEDBACK_SUCCESS_MS = 3000;
export const NEWSLETTER_SUCCESS_MS = 4000;
export const ROUTE_CHANGE_BAR_MS = 300;
export const LOADER_TICK_MS = 200;
export const LOADER_MAX_STEP_PERCENT = 15;
export const LOADER_CAP_PERCENT = 90;
export const LOADER_MESSAGE_INTERVAL_MS = SECOND_MS;
export const CODE_COPY_CONFIRMATION_MS = 2000;
export const PENDING_COMMENT_DISPLAY_MS = 300 * SECOND_MS;
export const COMMENT_GUIDELINE_NOTICE_MS = 10 * SECOND_MS;
export const COMMENT_PENDING_TOAST_MS = 6 * SECOND_MS;
export const DASHBOARD_MIN_LOADING_MS = 500;
export const CONTACT_MODAL_AUTO_CLOSE_MS = 5000;
export const CONTACT_FEEDBACK_MODAL_MS = 5000;
export const DEMO_MODAL_AUTO_CLOSE_MS = 2000;
export const EXPERTISE_FALLBACK_TIMEOUT_MS = 10 * SECOND_MS;

// Guest session
export const GUEST_SESSION_HOURS = 720;
export const GUEST_SESSION_TTL_MS = GUEST_SESSION_HOURS * HOUR_MS;
export const FALLBACK_GUEST_SESSION_TTL_MS = HOUR_MS;

// Ratings and the human check
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Stored rating 0 means "not rated": the star picker itself runs from 1 to 5. */
export const RATING_NONE = 0;
export const HUMAN_CHECK_OPERAND_MIN = 1;
export const HUMAN_CHECK_OPERAND_MAX = 10;
export const HUMAN_CHECK_FACTOR_MAX = 5;
/**
 * How long a server-signed challenge stays answerable. Long enough to fill a
 * form, short enough that a harvested challenge is useless later.
 */
export const HUMAN_CHECK_CHALLENGE_TTL_MS = 30 * 60 * SECOND_MS;

/**
 * A form sent sooner than this after its human-check question was issued is a
 * bot's (the server refuses it). The browser waits out the rest before sending, so a fast person
 * (autofill) is never refused.
 */
export const FORM_MIN_FILL_MS = 2 * SECOND_MS;
/**
 * The training form's browser outbox retries a stored request after 2 s, then
 * doubling up to 5 minutes, for as long as the visitor's browser keeps it (never dropped on a
 * network or server failure; dropped only when the server refuses the request itself).
 */
export const OUTBOX_RETRY_BASE_MS = 2 * SECOND_MS;
export const OUTBOX_RETRY_MAX_MS = 5 * 60 * SECOND_MS;

// Dates
export const TRAINING_LEAD_DAYS = 14;
export const DEMO_LEAD_DAYS = 14;
export const TIME_MINUTE_STEP = 15;

// Promises and facts quoted on pages
export const PARTNER_SETUP_WEEKS = '2-3';
export const DISCOVERY_CALL_MINUTES = 15;
export const PRIVACY_CHILD_AGE = 13;

/** Largest record id the database holds (PostgreSQL integer); larger ids are invalid input. */
export const MAX_RECORD_ID = 2_147_483_647;
