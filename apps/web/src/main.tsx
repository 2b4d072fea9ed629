import '@/app/styles';
import { mountApp } from '@/app/mount';

void mountApp(document.getElementById('root')!);
