export const TEACHER_SITE_URL = 'https://www.ishafoundation.org/en/teachers/hatha-yoga';
export const STUDIO_SITE_URL = 'https://www.ishafoundation.org/en/centers/new-york';
/** The studio's site has one name wherever it is linked (the top bar, its menu, the footer). */
export const STUDIO_SITE_LABEL = 'Studio Site';
/** The teacher's site, linked from the public pages. */
export const TEACHER_SITE_LABEL = 'Our Teacher';
export const WORKSHOPS_URL = 'https://www.ishafoundation.org/en/hatha-yoga/programs';
export const QUOTE_ARTICLE_URL = 'https://isha.sadhguru.org/en/wisdom/article/what-is-sadhana';
export const CONTACT_EMAIL = 'namaskaram@sadhana-yoga.org';
