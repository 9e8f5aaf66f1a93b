import {
  LastPracticeDate,
  MAX_ADDRESS,
  MAX_LINE,
  OptionalBoolean,
  OptionalText,
  PracticeFrequency,
  YearLearned,
} from '../profile-dto-rules.js';

/**
 * PUT /api/profile: flat fields named like the users table's fields.
 * Every field is optional and only the fields sent change, so the contact card sends the four contact
 * fields and the practice card sends noIshaYogaExperience and the practice fields.
 *
 * - Contact: phoneNumber, emergencyContactName, emergencyContactPhone (≤ 200 characters), address
 *   (≤ 1000). Trimmed; an empty text or null clears the field.
 * - Per practice (shambhavi, angamardana, yogasanas, suryaKriya, suryaShakti, bhutaShuddhi):
 *   `{practice}Learned` boolean; `{practice}Teacher` text ≤ 200 or null; `{practice}Year` integer
 *   1990..current year (America/New_York) or null; `{practice}Frequency` one of daily | weekly |
 *   monthly | rarely | stopped, or null; `{practice}LastPractice` a YYYY-MM-DD date not after today
 *   (America/New_York), or null/empty. A practice that is not learned after the save has its teacher,
 *   year, frequency and last practice date cleared.
 * - noIshaYogaExperience boolean; refused (400) together with a practice marked learned.
 *
 * Unknown fields and wrong types are refused with 400 and nothing is saved.
 */
export class UpdateProfileDto {
  @OptionalText('Phone number', MAX_LINE)
  phoneNumber?: string | null;

  @OptionalText('Address', MAX_ADDRESS)
  address?: string | null;

  @OptionalText('Emergency contact name', MAX_LINE)
  emergencyContactName?: string | null;

  @OptionalText('Emergency contact phone', MAX_LINE)
  emergencyContactPhone?: string | null;

  @OptionalBoolean('No Isha Yoga experience')
  noIshaYogaExperience?: boolean;

  @OptionalBoolean('Shambhavi Mahamudra learned')
  shambhaviLearned?: boolean;

  @OptionalText('Shambhavi Mahamudra teacher', MAX_LINE)
  shambhaviTeacher?: string | null;

  @YearLearned('Shambhavi Mahamudra')
  shambhaviYear?: number | null;

  @PracticeFrequency('Shambhavi Mahamudra')
  shambhaviFrequency?: string | null;

  @LastPracticeDate('Shambhavi Mahamudra')
  shambhaviLastPractice?: string | null;

  @OptionalBoolean('Angamardhana learned')
  angamardanaLearned?: boolean;

  @OptionalText('Angamardhana teacher', MAX_LINE)
  angamardanaTeacher?: string | null;

  @YearLearned('Angamardhana')
  angamardanaYear?: number | null;

  @PracticeFrequency('Angamardhana')
  angamardanaFrequency?: string | null;

  @LastPracticeDate('Angamardhana')
  angamardanaLastPractice?: string | null;

  @OptionalBoolean('Yogasanas learned')
  yogasanasLearned?: boolean;

  @OptionalText('Yogasanas teacher', MAX_LINE)
  yogasanasTeacher?: string | null;

  @YearLearned('Yogasanas')
  yogasanasYear?: number | null;

  @PracticeFrequency('Yogasanas')
  yogasanasFrequency?: string | null;

  @LastPracticeDate('Yogasanas')
  yogasanasLastPractice?: string | null;

  @OptionalBoolean('Surya Kriya learned')
  suryaKriyaLearned?: boolean;

  @OptionalText('Surya Kriya teacher', MAX_LINE)
  suryaKriyaTeacher?: string | null;

  @YearLearned('Surya Kriya')
  suryaKriyaYear?: number | null;

  @PracticeFrequency('Surya Kriya')
  suryaKriyaFrequency?: string | null;

  @LastPracticeDate('Surya Kriya')
  suryaKriyaLastPractice?: string | null;

  @OptionalBoolean('Surya Shakti learned')
  suryaShaktiLearned?: boolean;

  @OptionalText('Surya Shakti teacher', MAX_LINE)
  suryaShaktiTeacher?: string | null;

  @YearLearned('Surya Shakti')
  suryaShaktiYear?: number | null;

  @PracticeFrequency('Surya Shakti')
  suryaShaktiFrequency?: string | null;

  @LastPracticeDate('Surya Shakti')
  suryaShaktiLastPractice?: string | null;

  @OptionalBoolean('Bhuta Shuddhi learned')
  bhutaShuddhiLearned?: boolean;

  @OptionalText('Bhuta Shuddhi teacher', MAX_LINE)
  bhutaShuddhiTeacher?: string | null;

  @YearLearned('Bhuta Shuddhi')
  bhutaShuddhiYear?: number | null;

  @PracticeFrequency('Bhuta Shuddhi')
  bhutaShuddhiFrequency?: string | null;

  @LastPracticeDate('Bhuta Shuddhi')
  bhutaShuddhiLastPractice?: string | null;
}
