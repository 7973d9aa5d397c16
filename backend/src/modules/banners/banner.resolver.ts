import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { Banner } from "./banner.entity";
import { AddBannerArgs, ReorderBannersArgs } from "./banner.inputs";
import type { BannerService } from "./banner.service";

@Resolver(() => Banner)
export class BannerResolver {
  constructor(private readonly bannerService: BannerService) {}

  @Query(() => [Banner], { description: "The shop home carousel in order (at most 50 banners)" })
  banners(@Ctx() ctx: RequestContext): Promise<Banner[]> {
    return this.bannerService.list(ctx);
  }

  @Authorized("ADMIN")
  @Mutation(() => Banner, { description: "Adds a picture at the end of the carousel" })
  addBanner(@Ctx() ctx: RequestContext, @Args(() => AddBannerArgs) args: AddBannerArgs): Promise<Banner> {
    return this.bannerService.add(ctx, args);
  }

  @Authorized("ADMIN")
  @Mutation(() => ID, { description: "Deletes a banner (and its uploaded picture when nothing else uses it); answers its id" })
  async deleteBanner(@Ctx() ctx: RequestContext, @Arg("id", () => ID) id: string): Promise<string> {
    return (await this.bannerService.delete(ctx, id)).id;
  }

  @Authorized("ADMIN")
  @Mutation(() => [Banner], { description: "Sets the carousel order; ids must be every banner exactly once" })
  reorderBanners(@Ctx() ctx: RequestContext, @Args(() => ReorderBannersArgs) args: ReorderBannersArgs): Promise<Banner[]> {
    return this.bannerService.reorder(ctx, args.ids);
  }
}
