import type { CartLine } from './cart.ts';
import type { CartProduct } from './ProductCard.tsx';

/** Sample products for the stories, in the shape of spec §3 (prices in cents). */
export const messagePackage: CartProduct = {
  id: 1,
  title: '5G消息',
  price: 1999,
  officialPrice: 2999,
  isShowOfficialPrice: false,
  expire: 12,
  isShowExpire: true,
  scopeDesc: '全国范围内的移动、联通、电信5G终端用户',
  ruleDesc: '按条计费，发送成功后扣除余额',
  status: 1,
  details: [
    { title: '5G消息1,000条', remark: '支持图文、视频、卡片消息' },
    { title: '公共模板', remark: '可使用平台提供的全部公共模板' },
  ],
};

export const miniAppPackage: CartProduct = {
  id: 2,
  title: '微应用',
  price: 120_000,
  officialPrice: 150_000,
  isShowOfficialPrice: true,
  expire: 12,
  isShowExpire: true,
  scopeDesc: '表单、问卷、报名等轻应用',
  ruleDesc: '按次数计费，有效期内不限应用数量',
  status: 1,
  details: [{ title: '微应用调用10,000次' }],
};

export const propagationPackage: CartProduct = {
  id: 3,
  title: '微传播',
  price: 29,
  isShowOfficialPrice: false,
  isShowExpire: false,
  scopeDesc: '图文、视频内容页的分享与访问',
  ruleDesc: '按访问次数计费',
  status: 1,
  details: [{ title: '访问量1次', remark: '用于小额补充' }],
};

export const showcaseService: CartProduct = {
  id: 4,
  title: '优秀微传播案例展示',
  price: 500_000,
  officialPrice: 800_000,
  isShowOfficialPrice: true,
  expire: 12,
  isShowExpire: true,
  scopeDesc: '平台首页优秀案例专区',
  ruleDesc: '展示周期1天，需达到白银等级',
  status: 0,
  details: [{ title: '首页案例专区展示1天' }],
};

export const shopProducts = [messagePackage, miniAppPackage, propagationPackage, showcaseService];

export const toLine = (product: CartProduct, quantity: number): CartLine => ({
  productId: product.id,
  title: product.title,
  price: product.price,
  quantity,
});
