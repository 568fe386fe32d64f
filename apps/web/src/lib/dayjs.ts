// dayjs in Chinese, for the code that formats or picks dates (the editor's date pickers, My resumes' and orders'
// times). Imported from here rather than set up by the app's providers, so the home route does not load it.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { LOCALE } from '@cv/contract/constants';

dayjs.locale(LOCALE);

export default dayjs;
