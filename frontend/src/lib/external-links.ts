export const TEACHER_SITE_URL = 'https://www.ishafoundation.org/en/teachers/hatha-yoga';
export const STUDIO_SITE_URL = 'https://www.ishafoundation.org/en/centers/new-york';
export const QUOTE_ARTICLE_URL = 'https://isha.sadhguru.org/en/wisdom/article/what-is-sadhana';
export const CONTACT_EMAIL = 'namaskaram@sadhana-yoga.org';
