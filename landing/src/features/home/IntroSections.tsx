import {
  BadgeCheck,
  CalendarCheck,
  ClipboardList,
  Images,
  ListChecks,
  MousePointerClick,
  Smartphone,
  Vote,
  type LucideIcon,
} from 'lucide-react';
import { Section } from './Section.tsx';
import * as styles from './IntroSections.css.ts';

type Feature = { Icon: LucideIcon; title: string; text: string };

const messageFeatures: Feature[] = [
  { Icon: Images, title: '富媒体卡片', text: '图文、音视频与轮播卡片，信息一目了然。' },
  { Icon: MousePointerClick, title: '交互菜单', text: '按钮与悬浮菜单直达办理、查询与咨询。' },
  { Icon: Smartphone, title: '免下载直达', text: '在手机原生短信入口接收，无需安装应用。' },
  { Icon: BadgeCheck, title: '品牌认证', text: '认证名称与标识展示，用户放心阅读。' },
];

const applicationFeatures: Feature[] = [
  { Icon: ClipboardList, title: '表单问卷', text: '数十种题型自由组合，结果实时统计。' },
  { Icon: CalendarCheck, title: '预约报名', text: '名额、时段与审核规则一次配置。' },
  { Icon: Vote, title: '投票评选', text: '防刷票规则与排行榜展示，公开透明。' },
  { Icon: ListChecks, title: '模板复用', text: '公共模板一键套用，几分钟即可上线。' },
];

function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <ul className={styles.grid}>
      {features.map(({ Icon, title, text }) => (
        <li key={title} className={styles.item}>
          <Icon aria-hidden size={28} className={styles.icon} />
          <h3 className={styles.itemTitle}>{title}</h3>
          <p className={styles.itemText}>{text}</p>
        </li>
      ))}
    </ul>
  );
}

/** What 5G messages are (spec §2 message section). */
export function MessageSection() {
  return (
    <Section
      id="message"
      title="5G消息"
      lead="新一代富媒体消息服务，让政务通知与企业服务在短信入口完成阅读、互动与办理。"
    >
      <FeatureGrid features={messageFeatures} />
    </Section>
  );
}

/** What micro-apps are (spec §2 application section). */
export function ApplicationSection() {
  return (
    <Section
      id="application"
      title="微应用"
      lead="无需开发即可搭建表单、问卷、报名与投票，配合5G消息与微传播一起触达用户。"
      isTinted
    >
      <FeatureGrid features={applicationFeatures} />
    </Section>
  );
}
